/* Mantine styles of the hours pieces beyond the shell's; loaded with them. */
import '@/components/form-overlay-styles';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/EmptyState.css';
