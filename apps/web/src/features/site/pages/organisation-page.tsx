import '@/components/form-overlay-styles';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import {
  Box,
  Button,
  Container,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { FormActions } from '@/components/form-actions';
import { PageHeader } from '@/components/page-header';
import { useUpdateSite } from '@/features/site/api/update-site';
import { LogoField } from '@/features/site/components/logo-field';
import {
  calendarErrorsToField,
  calendarLines,
  PREFIX_MAX,
  type SiteFormValues,
  toSiteFormValues,
  toSiteUpdate,
  validateName,
  validatePrefix,
} from '@/features/site/site-form';
import { isApiErrorResponse } from '@/lib/api/api-errors';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes';
import { useSite } from '@/lib/site/site-context';
import { browserTimeZone, clubZoneDiffersFromBrowser, supportedTimeZones } from '@/lib/time-zone';
import { validateEmail } from '@/lib/validation';

const FIELDS: (keyof SiteFormValues)[] = [
  'name',
  'prefix',
  'contact_name',
  'contact_email',
  'sms_enabled',
  'feature_timesheets',
  'allowed_external_calendars',
  'time_zone',
  'confirm_duties',
];
const WEB_ADDRESS = /^https?:\/\/\S+$/i;
/** Label, input, then the help and the error: inputs side by side line up. */
const BELOW = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
    | 'label'
    | 'input'
    | 'description'
    | 'error'
  )[],
};

/**
 * The club's site settings (admin): name, prefix, logo, contacts, features, calendars.
 * Leaving with unsaved edits asks first; a failed save keeps them. The logo is an upload
 * saved on its own (LogoField).
 */
export default function OrganisationPage() {
  const site = useSite();
  const update = useUpdateSite();
  const form = useForm<SiteFormValues>({
    initialValues: toSiteFormValues(site),
    validate: {
      name: validateName,
      prefix: validatePrefix,
      contact_email: (v) => (v.trim() ? validateEmail(v.trim()) : null),
      allowed_external_calendars: (v) => {
        const bad = calendarLines(v).findIndex((line) => !WEB_ADDRESS.test(line));
        return bad < 0 ? null : `Line ${bad + 1}: Enter a full web address (https://…).`;
      },
    },
  });
  const checked = (name: 'sms_enabled' | 'feature_timesheets' | 'confirm_duties') => ({
    checked: form.values[name] === 'true',
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      form.setFieldValue(name, String(event.currentTarget.checked)),
  });

  const zones = useMemo(() => {
    const known = supportedTimeZones();
    return known.includes(site.time_zone) ? known : [site.time_zone, ...known];
  }, [site.time_zone]);
  const browserZone = browserTimeZone();
  const zone = form.values.time_zone;

  const errors = useSubmitErrors(form, FIELDS);
  const guard = useUnsavedChanges(form.isDirty);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      const saved = await update.mutateAsync(toSiteUpdate(values));
      form.reset(toSiteFormValues(saved));
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

  return (
    <Container size="xl" px={0}>
      <Stack gap="md" maw={760}>
        <PageHeader
          title="Organisation"
          description={
            <>
              How the club appears to its members, who to contact, and which features are on. The
              site lives at{' '}
              <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                {site.url}
              </Text>
              ; its domains are managed by the service operator.
            </>
          }
        />
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack gap="lg">
            <SubmitErrorAlert message={errors.alert} />
            <Fieldset legend="Site">
              {/* Descriptions under the inputs: side by side, the inputs line up. */}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  {...BELOW}
                  label="Name"
                  required
                  description="Shown in page titles and emails."
                  maxLength={200}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  {...BELOW}
                  label="Prefix"
                  required
                  description={`A short code shown in the menu, e.g. DSC (2–${PREFIX_MAX} characters).`}
                  maxLength={PREFIX_MAX}
                  onBlur={() => form.validateField('prefix')}
                  {...form.getInputProps('prefix')}
                />
              </SimpleGrid>
              {/* Saved on its own, at once: not part of this form's Save. */}
              <Box mt="md">
                <LogoField />
              </Box>
            </Fieldset>
            <Fieldset legend="Time zone">
              <Select
                {...BELOW}
                label="Time zone"
                required
                searchable
                allowDeselect={false}
                data={zones}
                limit={50}
                maxDropdownHeight={280}
                nothingFoundMessage="No time zone of that name"
                description={
                  browserZone && clubZoneDiffersFromBrowser(zone, browserZone)
                    ? `Every time on the site, in emails and in calendar feeds is in this zone. This browser is in ${browserZone}.`
                    : 'Every time on the site, in emails and in calendar feeds is in this zone.'
                }
                {...form.getInputProps('time_zone')}
                onChange={(value) => value && form.setFieldValue('time_zone', value)}
              />
            </Fieldset>
            <Fieldset legend="Contact">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  {...BELOW}
                  label="Contact name"
                  description="Who members can ask."
                  {...form.getInputProps('contact_name')}
                />
                <TextInput
                  {...BELOW}
                  label="Contact email"
                  description="Where their questions go."
                  type="email"
                  onBlur={() => form.validateField('contact_email')}
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
                <Switch
                  label="Ask members to confirm duties"
                  description="Reminders carry Confirm and Can't make it links. Duties still unconfirmed two days before are chased once, then shown to admins on the dashboard."
                  {...checked('confirm_duties')}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend="External calendars">
              <Textarea
                {...BELOW}
                label="Calendars of other clubs"
                description="One web address per line. Their events show in grey on the calendar."
                autosize
                minRows={2}
                maxRows={8}
                {...form.getInputProps('allowed_external_calendars')}
              />
            </Fieldset>
            <FormActions>
              <Button
                variant="default"
                disabled={update.isPending || !form.isDirty}
                onClick={() => form.reset(toSiteFormValues(site))}
              >
                Undo changes
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </FormActions>
          </Stack>
        </form>
      </Stack>
      <DiscardChangesDialog {...guard.dialog} />
    </Container>
  );
}
