/**
 * The site's font stacks: the self-hosted webfont (src/styles/fonts.css), then the system's own
 * fonts while it loads. Shared by the theme and the header's frame in index.html
 * (build/boot-shell.ts).
 */
export const bodyFontStack = `'Source Sans 3 Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

export const headingFontStack = `'Lora Variable', Georgia, 'Times New Roman', serif`;
