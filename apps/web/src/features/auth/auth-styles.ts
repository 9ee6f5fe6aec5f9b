/*
 * Styles of the login, registration and reset forms. The email step's only: the steps
 * after it import their own (password-styles.ts, the phone input's Combobox.css).
 */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
