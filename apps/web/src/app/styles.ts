/*
 * Mantine styles per component instead of the 40 KB styles.css: the shell's here, each
 * lazy page imports the rest (see `*-styles.ts` next to the pages). Dependencies first,
 * in the order Mantine documents. No default-css-variables.css: the provider writes every
 * variable itself (providers.tsx).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Anchor.css';
import '@/app/global.css';
