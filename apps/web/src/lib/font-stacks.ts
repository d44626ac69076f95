/**
 * The site's font stacks: the webfont (src/styles/fonts.css), then its fallback face sized to the
 * webfont's metrics, then the system's own fonts for a device that has none of the fallback faces'
 * sources (Android). Shared by the theme and the header's frame in index.html (build/boot-shell.ts).
 */
export const bodyFontStack = `'Source Sans 3 Variable', 'Source Sans 3 Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

export const headingFontStack = `'Lora Variable', 'Lora Fallback', Georgia, 'Times New Roman', serif`;
