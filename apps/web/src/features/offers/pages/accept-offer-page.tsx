import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { useAcceptOfferLink, useOfferLink } from '@/features/offers/api/offers';
import {
  errorText,
  offerFrom,
  shiftTitle,
  shiftWhen,
} from '@/features/offers/components/offer-texts';
import { isApiErrorResponse } from '@/lib/api/api-errors';
import { useSession } from '@/lib/auth/use-session';

/**
 * `/offers/accept/{token}` (offers.accept, public): the one-click accept link of an offer.
 * No login: the token (random, single use, stored hashed, valid on its club's site only)
 * already proves who it was sent to, as a password-reset link does; asking a member on a
 * phone to log in first would lose the shift to whoever is quicker for nothing the token
 * does not prove. Opening the page changes nothing (mail scanners open links): only the
 * Accept button does. Times are the club's (the site sets its zone before any page).
 */
export default function AcceptOfferPage() {
  const token = useParams().token ?? '';
  const link = useOfferLink(token);
  const accept = useAcceptOfferLink(token);
  const session = useSession();
  const settings = session.user?.settings;
  const home = session.status === 'authenticated' ? '/offers' : '/hello';

  const invalid =
    token === '' || (link.isError && isApiErrorResponse(link.error) && link.error.status === 404);
  if (invalid) {
    return (
      <Container size="sm" px={0}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>Take a shift</Title>
          <Alert
            color="red"
            variant="light"
            title="This link is not valid"
            icon={<IconLinkOff size={18} aria-hidden />}
          >
            It may be incomplete or belong to another club's site. Open the link in the email again,
            or log in to see the open offers.
          </Alert>
          <Button component={Link} to={home} variant="default">
            {session.status === 'authenticated' ? 'See open offers' : 'Log in'}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (link.isError) {
    return (
      <Container size="sm" px={0}>
        <Alert color="red" role="alert">
          The offer did not load. Please try again.
        </Alert>
      </Container>
    );
  }
  const data = link.data;
  if (!data) {
    return (
      <Container size="sm" px={0}>
        <Stack gap="md" role="status" aria-label="Loading the offer">
          <Skeleton height={34} width="50%" />
          <Skeleton height={90} />
        </Stack>
      </Container>
    );
  }
  const { offer } = data;
  const done = accept.data;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1}>{offer.kind === 'swap' ? 'Swap shifts?' : 'Take this shift?'}</Title>
        <Text>{`Hello ${data.recipient_name}. ${offerFrom(offer)}.`}</Text>
        <Paper withBorder p="md" radius="sm" data-testid="offer-shift">
          <Text fw={600}>{shiftTitle(offer.shift)}</Text>
          <Text size="sm">{shiftWhen(offer.shift, settings)}</Text>
          <Text size="xs" c="dimmed">{`Times in ${data.time_zone}`}</Text>
          {offer.swap_shift && (
            <Text size="sm" mt="xs">
              {`You give them: ${shiftTitle(offer.swap_shift)}, ${shiftWhen(offer.swap_shift, settings)}`}
            </Text>
          )}
        </Paper>
        {done ? (
          <Alert
            color="green"
            role="status"
            icon={<IconCircleCheck size={18} aria-hidden />}
            title={done.status === 'taken' ? 'Accepted' : 'Accepted, waiting for approval'}
          >
            {done.detail} You and the club's admins get an email about it.
          </Alert>
        ) : accept.isError ? (
          <Alert color="red" role="alert" title="Not accepted">
            {errorText(accept.error)}
          </Alert>
        ) : data.problem ? (
          <Alert color="yellow" role="alert" title="You cannot accept this offer">
            {data.problem}
          </Alert>
        ) : (
          <Button
            size="md"
            onClick={() => accept.mutate()}
            loading={accept.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {offer.kind === 'swap' ? 'Accept the swap' : 'Accept'}
          </Button>
        )}
        <Button component={Link} to={home} variant="subtle" style={{ alignSelf: 'flex-start' }}>
          {session.status === 'authenticated' ? 'See all open offers' : 'Log in'}
        </Button>
      </Stack>
    </Container>
  );
}
