import type { KioskPerson } from '@crewcall/contract';
import { Avatar } from '@mantine/core';
import { ChoiceButton } from '@/features/kiosk/components/choice-button';
import classes from '@/features/kiosk/kiosk.module.css';
import { mediaUrl } from '@/lib/media';
import { useSite } from '@/lib/site/site-context';

/** People as big buttons with their picture; those signed in already are disabled. */
export function PersonChoices({
  people,
  signedIn,
  onChoose,
}: {
  people: readonly KioskPerson[];
  signedIn: ReadonlySet<number>;
  onChoose: (person: KioskPerson) => void;
}) {
  const site = useSite();
  return (
    <div className={classes.choices}>
      {people.map((person) => (
        <ChoiceButton
          key={person.id}
          label={person.name}
          detail={signedIn.has(person.id) ? 'signed in' : null}
          disabled={signedIn.has(person.id)}
          onClick={() => onChoose(person)}
          picture={
            <Avatar
              src={mediaUrl(person.avatar, site.mediaRoot)}
              name={person.name}
              color="initials"
              size="lg"
              alt=""
              aria-hidden
            />
          }
        />
      ))}
    </div>
  );
}
