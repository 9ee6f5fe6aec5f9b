import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/**
 * Markdown written by club admins (event and series details, news), rendered as HTML through
 * react-markdown and cleaned by rehype-sanitize (GitHub's allow-list: no scripts, no
 * event handlers, no `javascript:` links). Raw HTML in the text is never rendered.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography>
      <ReactMarkdown
        rehypePlugins={[rehypeSanitize]}
        components={{
          // Links written by admins open in a new tab and never pass our window to the target;
          // underlined, so they stand out in a paragraph by more than their colour.
          a: ({ node: _node, ...props }) => (
            <a
              {...props}
              target="_blank"
              rel="noopener noreferrer"
              style={{ textDecoration: 'underline' }}
            />
          ),
        }}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
