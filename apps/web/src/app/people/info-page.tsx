import { Stack } from '@mantine/core';
import { PersonFrame } from '@/app/people/person-frame';
import { PersonInfo } from '@/features/people/components/person-info';
import { ProfileFieldsForm } from '@/features/profile/components/profile-fields-form';

/**
 * /people/{pk}/info: the person's details and role, with Activate, Make admin, Deactivate,
 * and every profile field of the club, editable by the admin.
 */
export default function PersonInfoPage() {
  return (
    <PersonFrame>
      {(person) => (
        <Stack gap="lg">
          <PersonInfo person={person} />
          <ProfileFieldsForm personId={person.id} mode="admin" />
        </Stack>
      )}
    </PersonFrame>
  );
}
