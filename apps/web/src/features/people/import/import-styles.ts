/* Mantine styles of the import screen's parts (upload, mapping selects, preview table). */
import '@/components/data-table/data-table-styles';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
