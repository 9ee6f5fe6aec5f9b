import '@mantine/core/styles/List.css';
import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PRIVACY_SECTIONS } from '@/features/legal/privacy-sections';
import { useSite } from '@/lib/site/site-context';

/** Privacy policy and terms of use (spec section 2, Privacy page). */
export default function PrivacyPage() {
  const site = useSite();
  return (
    <Container size="md" px={0}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              Privacy Policy and Terms of Use
            </Title>
            <Text c="dimmed">{site.name}</Text>
            <Text size="sm" c="dimmed">
              This policy was last updated 29 October 2023.
            </Text>
          </div>
          <nav aria-label="Sections">
            <List size="sm" spacing={2}>
              {PRIVACY_SECTIONS.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`}>{section.title}</Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
          {PRIVACY_SECTIONS.map((section) => (
            <Stack key={section.id} gap="xs" component="section" aria-labelledby={section.id}>
              <Title order={2} size="h4" id={section.id}>
                {section.title}
              </Title>
              {section.body(site)}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
