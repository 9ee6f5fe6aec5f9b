import '@/components/form-overlay-styles';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Button,
  Container,
  Fieldset,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUpdateSite } from '@/features/site/api/update-site';
import { useSite } from '@/features/site/site-context';
import {
  calendarErrorsToField,
  calendarLines,
  type SiteFormValues,
  toSiteFormValues,
  toSiteUpdate,
} from '@/features/site/site-form';
import { isApiErrorResponse } from '@/lib/api/api-errors';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { required, validateEmail } from '@/lib/validation';

const FIELDS: (keyof SiteFormValues)[] = [
  'name',
  'prefix',
  'logo',
  'contact_name',
  'contact_email',
  'sms_enabled',
  'feature_timesheets',
  'allowed_external_calendars',
];
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** The club's site settings (admin): name, prefix, logo, contacts, features, calendars. */
export default function OrganisationPage() {
  const site = useSite();
  const update = useUpdateSite();
  const form = useForm<SiteFormValues>({
    initialValues: toSiteFormValues(site),
    validate: {
      name: required,
      prefix: (v) =>
        required(v) ??
        (/^[A-Za-z0-9-]+$/.test(v.trim()) ? null : 'Use letters, digits and hyphens only.'),
      logo: (v) =>
        !v.trim() || WEB_ADDRESS.test(v.trim()) ? null : 'Enter a full web address (https://…).',
      contact_email: (v) => (v.trim() ? validateEmail(v.trim()) : null),
      allowed_external_calendars: (v) => {
        const bad = calendarLines(v).findIndex((line) => !WEB_ADDRESS.test(line));
        return bad < 0 ? null : `Line ${bad + 1}: Enter a full web address (https://…).`;
      },
    },
  });
  const checked = (name: 'sms_enabled' | 'feature_timesheets') => ({
    checked: form.values[name] === 'true',
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      form.setFieldValue(name, String(event.currentTarget.checked)),
  });

  const errors = useSubmitErrors(form, FIELDS);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      await update.mutateAsync(toSiteUpdate(values));
      notifications.show({
        color: 'green',
        title: 'Settings saved',
        message: 'The organisation settings were saved.',
      });
    } catch (error) {
      const mapped = isApiErrorResponse(error)
        ? { ...error, body: calendarErrorsToField(error.body) }
        : error;
      errors.show(mapped);
    }
  });

  const logo = form.values.logo.trim();
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Organisation
          </Title>
          <Text c="dimmed" size="sm">
            How the club appears to its members, who to contact, and which features are on. The site
            lives at {site.url}; its domains are managed by the service operator.
          </Text>
        </div>
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack gap="lg">
            <SubmitErrorAlert message={errors.alert} />
            <Fieldset legend="Site">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Name" required {...form.getInputProps('name')} />
                <TextInput
                  label="Prefix"
                  required
                  description="A short code shown in the menu, e.g. DSC."
                  maxLength={20}
                  {...form.getInputProps('prefix')}
                />
              </SimpleGrid>
              <Group align="flex-end" mt="md" wrap="nowrap">
                <TextInput
                  label="Logo address"
                  description="A web address of the club's logo image (https://…). Leave empty for none."
                  style={{ flex: 1 }}
                  {...form.getInputProps('logo')}
                />
                {logo && WEB_ADDRESS.test(logo) && (
                  <Image src={logo} alt="Logo preview" h={48} w="auto" fit="contain" radius="sm" />
                )}
              </Group>
            </Fieldset>
            <Fieldset legend="Contact">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Contact name" {...form.getInputProps('contact_name')} />
                <TextInput
                  label="Contact email"
                  type="email"
                  {...form.getInputProps('contact_email')}
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend="Features">
              <Stack gap="md">
                <Switch
                  label="SMS messages"
                  description="Send text messages and ask people to verify their phone."
                  {...checked('sms_enabled')}
                />
                <Switch
                  label="Time sheets"
                  description="People record the hours they worked on shifts."
                  {...checked('feature_timesheets')}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend="External calendars">
              <Textarea
                label="Calendars of other clubs"
                description="One web address per line. Their events show in grey on the calendar."
                autosize
                minRows={2}
                maxRows={8}
                {...form.getInputProps('allowed_external_calendars')}
              />
            </Fieldset>
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={update.isPending}
                onClick={() => {
                  form.setErrors({});
                  resetTo(form, site);
                }}
              >
                Reset
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}

function resetTo(
  form: ReturnType<typeof useForm<SiteFormValues>>,
  site: Parameters<typeof toSiteFormValues>[0],
) {
  const values = toSiteFormValues(site);
  for (const key of FIELDS) form.setFieldValue(key, values[key]);
}
