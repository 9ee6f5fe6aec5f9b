/* Mantine styles of the kiosk's pieces beyond the shell's; loaded with its screen. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
