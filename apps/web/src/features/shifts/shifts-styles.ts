/* Mantine styles the shift screens use beyond the shell's; loaded with those pages. */
import '@/components/form-overlay-styles';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/ScrollArea.css';
