import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
} from '@mantine/core';

/** Shades around the brand blue #01579B (shade 6, used by filled buttons in both schemes). */
const primary: MantineColorsTuple = [
  '#e1f5fe',
  '#b3e5fc',
  '#81d4fa',
  '#4fc3f7',
  '#29b6f6',
  '#0288d1',
  '#01579b',
  '#014c89',
  '#014177',
  '#013463',
];

/** Blue grey: the secondary colour is shade 2 (#B0BEC5) in light and 8 (#37474F) in dark. */
const secondary: MantineColorsTuple = [
  '#eceff1',
  '#cfd8dc',
  '#b0bec5',
  '#90a4ae',
  '#78909c',
  '#607d8b',
  '#546e7a',
  '#455a64',
  '#37474f',
  '#263238',
];

/**
 * Mantine's red with shades 6 to 9 darkened: white text on the red banner (filled, shade 6)
 * then passes WCAG AA (4.98:1), as does shade 9 text on shade 1.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#f03e3e',
  '#d32f2f',
  '#c62828',
  '#b71c1c',
  '#8e1414',
];

export const BRAND = { primary: '#01579B', secondaryLight: '#B0BEC5', secondaryDark: '#37474F' };

export const theme = createTheme({
  primaryColor: 'primary',
  // People who ask their system for less motion get no drawer/menu animations.
  respectReducedMotion: true,
  primaryShade: { light: 6, dark: 6 },
  colors: { primary, secondary, red },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A dialog's or drawer's header is a <header>, which assistive technology announces
    // as a second page banner: a plain block instead (issue 10, item 23). Keyed by name,
    // so the entry chunk does not carry Modal and Drawer.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Menus hold only menu items: Mantine's focus placeholder (a focusable div) inside
    // role="menu" is invalid (axe aria-required-children); focus goes to the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** `--cc-secondary` and the text colour that reads on it, per colour scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Mantine's grey "dimmed" is under 4.5:1 on white; these pass WCAG AA.
    '--mantine-color-dimmed': '#5c6670',
    '--cc-secondary': BRAND.secondaryLight,
    '--cc-on-secondary': '#1c262b',
  },
  dark: {
    '--mantine-color-dimmed': '#a3a9b0',
    // Mantine's dark error colour is red 8, 2.36:1 on the dark body; red 4 reads at 6.7:1.
    // One variable, so every field error, error text and red border follows.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--cc-secondary': BRAND.secondaryDark,
    '--cc-on-secondary': '#eceff1',
  },
});

export type ThemeSetting = 'Auto' | 'Light' | 'Dark';
