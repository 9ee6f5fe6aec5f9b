/* Mantine styles of the kiosks screen beyond the shell's: its cards, dialogs and form. */
import '@/components/form-overlay-styles';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Code.css';
