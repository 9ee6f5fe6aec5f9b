import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type Dispatch, useMemo, useState } from 'react';
import { ChoiceButton } from '@/features/kiosk/components/choice-button';
import { LetterGrid } from '@/features/kiosk/components/letter-grid';
import { OutConfirm } from '@/features/kiosk/components/out-confirm';
import { PersonChoices } from '@/features/kiosk/components/person-choices';
import { StartStep } from '@/features/kiosk/components/start-step';
import { TimeStep } from '@/features/kiosk/components/time-step';
import classes from '@/features/kiosk/kiosk.module.css';
import type { KioskAction, KioskState } from '@/features/kiosk/kiosk-machine';
import { clubHourMinute } from '@/features/kiosk/kiosk-time';
import {
  type KioskResults,
  lettersInUse,
  peopleByLetter,
  peopleOnShiftToday,
  rolesInOrder,
  signedInPeople,
  signedInShifts,
  signOutSummary,
  todaysShifts,
  unstartedShiftToday,
  type ViewShift,
} from '@/features/kiosk/kiosk-view';
import type { KioskSession } from '@/features/kiosk/use-kiosk-session';

function StepTitle({ children }: { children: string }) {
  return (
    <Title order={2} size={32} mb="lg">
      {children}
    </Title>
  );
}

/** The screen of the current step (the reducer in kiosk-machine.ts says which). */
export function KioskSteps({
  state,
  dispatch,
  results,
  session,
}: {
  state: KioskState;
  dispatch: Dispatch<KioskAction>;
  results: KioskResults;
  session: KioskSession;
}) {
  const [busy, setBusy] = useState(false);
  const today = useMemo(() => todaysShifts(session.view), [session.view]);
  const signedIn = useMemo(() => signedInPeople(session.view), [session.view]);
  const nameOf = (person: number | null) =>
    (person !== null && results.people[String(person)]?.name) || 'Someone';
  const roleName = (role: number | null) =>
    role === null ? null : (results.roles[String(role)]?.name ?? null);
  const chosenShift: ViewShift | undefined =
    state.shift !== null ? session.view.find((s) => s.id === state.shift) : undefined;
  const roles = rolesInOrder(results);

  const choosePerson = (person: number) => {
    const shift = unstartedShiftToday(today, person);
    dispatch({ type: 'person', person, shift: shift?.id ?? null, askRole: roles.length > 0 });
  };

  const record = async (time: string) => {
    if (state.person === null || state.sign === null) return;
    setBusy(true);
    try {
      // Read before the tap changes the view: the shift as it is signed in now.
      const summary =
        state.sign === 'out' ? signOutSummary(session.view, state.person, state.shift, time) : null;
      await session.confirm({
        sign: state.sign,
        person: state.person,
        shift: state.shift,
        role: state.sign === 'in' ? state.role : null,
        time,
      });
      if (state.sign === 'in') {
        dispatch({
          type: 'signed_in',
          notice: `Thank you, ${nameOf(state.person)}: you are signed in.`,
        });
      } else if (summary) {
        dispatch({ type: 'signed_out', summary });
      }
    } finally {
      setBusy(false);
    }
  };

  switch (state.step) {
    case 'start':
      return (
        <StartStep
          notice={state.notice}
          signedInCount={signedIn.size}
          onSignIn={() => dispatch({ type: 'sign_in', hasShiftsToday: today.length > 0 })}
          onSignOut={() => dispatch({ type: 'sign_out' })}
        />
      );
    case 'in_person':
      return (
        <Stack gap="lg">
          <StepTitle>Who are you?</StepTitle>
          <PersonChoices
            people={peopleOnShiftToday(results, today)}
            signedIn={signedIn}
            onChoose={(person) => choosePerson(person.id)}
          />
          <Button
            size="xl"
            variant="light"
            leftSection={<IconSearch aria-hidden />}
            onClick={() => dispatch({ type: 'name_not_shown' })}
            maw={420}
          >
            Name not shown
          </Button>
        </Stack>
      );
    case 'find_person':
      return state.letter === null ? (
        <Stack gap="lg">
          <StepTitle>Find your name: its first letter</StepTitle>
          <LetterGrid
            inUse={lettersInUse(results)}
            onChoose={(letter) => dispatch({ type: 'letter', letter })}
          />
        </Stack>
      ) : (
        <Stack gap="lg">
          <StepTitle>{`Names starting with ${state.letter}`}</StepTitle>
          <PersonChoices
            people={peopleByLetter(results, state.letter)}
            signedIn={signedIn}
            onChoose={(person) => choosePerson(person.id)}
          />
        </Stack>
      );
    case 'role':
      return (
        <Stack gap="lg">
          <StepTitle>{`What are you doing today, ${nameOf(state.person)}?`}</StepTitle>
          <div className={classes.choices}>
            {roles.map((role) => (
              <ChoiceButton
                key={role.id}
                label={role.name}
                onClick={() => dispatch({ type: 'role', role: role.id })}
              />
            ))}
          </div>
        </Stack>
      );
    case 'time': {
      const role = roleName(state.role ?? chosenShift?.role ?? null);
      const signingIn = state.sign === 'in';
      return (
        <Stack gap="lg">
          <StepTitle>
            {signingIn ? 'What time did you start?' : 'What time are you leaving?'}
          </StepTitle>
          <TimeStep
            question={signingIn ? 'Sign-in time' : 'Sign-out time'}
            who={[nameOf(state.person), role].filter(Boolean).join(' · ')}
            signedInAt={
              signingIn
                ? null
                : signedInShifts(session.view).find((s) => s.person === state.person)?.actual_start
            }
            busy={busy}
            onConfirm={(time) => void record(time)}
          />
        </Stack>
      );
    }
    case 'out_person': {
      const open = signedInShifts(session.view);
      return (
        <Stack gap="lg">
          <StepTitle>Who is signing out?</StepTitle>
          {open.length === 0 ? (
            <Text fz={28} data-testid="kiosk-nobody-in">
              Nobody is currently signed in
            </Text>
          ) : (
            <div className={classes.choices}>
              {open.map((shift) => (
                <ChoiceButton
                  key={shift.key}
                  label={nameOf(shift.person)}
                  detail={`in since ${clubHourMinute(shift.actual_start ?? shift.start)}`}
                  onClick={() =>
                    dispatch({ type: 'out_shift', person: shift.person, shift: shift.id })
                  }
                />
              ))}
            </div>
          )}
        </Stack>
      );
    }
    case 'out_confirm':
      return state.summary ? (
        <OutConfirm
          name={nameOf(state.summary.person)}
          summary={state.summary}
          onDone={() => dispatch({ type: 'reset' })}
        />
      ) : null;
    default:
      return null;
  }
}
