import { Button } from '@mantine/core';
import classes from '@/features/kiosk/kiosk.module.css';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A–Z: the first letter of one's name (letters nobody's name starts with are disabled). */
export function LetterGrid({
  inUse,
  onChoose,
}: {
  inUse: ReadonlySet<string>;
  onChoose: (letter: string) => void;
}) {
  return (
    <div className={classes.letters} role="group" aria-label="First letter of your name">
      {LETTERS.map((letter) => (
        <Button
          key={letter}
          size="xl"
          variant="default"
          disabled={!inUse.has(letter)}
          onClick={() => onChoose(letter)}
        >
          {letter}
        </Button>
      ))}
    </div>
  );
}
