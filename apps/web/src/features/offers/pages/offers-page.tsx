import { Container, Stack, Text, Title } from '@mantine/core';
import { ClubZoneNote } from '@/components/club-zone-note';
import { OffersBoardView } from '@/features/offers/components/offers-board-view';

/** `/offers` (any member): offer your duties, take others', wait for full shifts. */
export default function OffersPage() {
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <div>
          <Title order={1}>Duty offers</Title>
          <Text size="sm" c="dimmed">
            Can't do a shift? Offer it to the club or to a member. Take a shift someone offers, or
            wait for a full one: if it frees up, you are asked in turn.
          </Text>
          <ClubZoneNote />
        </div>
        <OffersBoardView />
      </Stack>
    </Container>
  );
}
