/* Mantine styles of the data table's parts; loaded with the screens that use it. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tooltip.css';
