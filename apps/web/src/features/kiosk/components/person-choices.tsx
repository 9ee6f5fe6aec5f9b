import type { KioskPerson } from '@crewcall/contract';
import { Avatar, Button, Text } from '@mantine/core';
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
      {people.map((person) => {
        const isIn = signedIn.has(person.id);
        return (
          <Button
            key={person.id}
            variant="default"
            size="xl"
            className={classes.choice}
            classNames={{ label: classes.choiceLabel }}
            justify="flex-start"
            disabled={isIn}
            onClick={() => onChoose(person)}
            leftSection={
              <Avatar
                src={mediaUrl(person.avatar, site.mediaRoot)}
                name={person.name}
                color="initials"
                size="lg"
                alt=""
                aria-hidden
              />
            }
          >
            <span>
              {person.name}
              {isIn && (
                <Text component="span" display="block" size="md">
                  signed in
                </Text>
              )}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
