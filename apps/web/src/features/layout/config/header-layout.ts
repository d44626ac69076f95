/**
 * From this breakpoint (Chakra's xl, 1280 px) the header shows the whole menu; below it, the ☰
 * menu. Measured in Chromium with the fallback font: an admin's header row needs 1142 px (logo
 * 239, menu 662, admin menu with the account button 193, gaps 48), a visitor's 1102 ('Личный
 * кабинет' 153); the container leaves 1216 px at 1280 and 960 at 1024. A new font or menu item
 * that breaks this fails scripts/e2e/layout-widths.journey.mjs (the menu clipped or the page wider
 * than the screen at some width).
 */
export const FULL_MENU_FROM = 'xl';
