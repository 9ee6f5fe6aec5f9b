import classes from '@/shell/shell.module.css';

/** First focusable element: jumps keyboard users past the bar and menu. */
export function SkipLink() {
  return (
    <a href="#main-content" className={classes.skipLink}>
      Skip to main content
    </a>
  );
}
