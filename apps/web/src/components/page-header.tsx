import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ClubZoneNote } from '@/components/club-zone-note';

interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** A dimmed line or two under it. */
  description?: ReactNode;
  descriptionSize?: 'sm' | 'md';
  descriptionMaxWidth?: number;
  /** The screen shows times: say the club's zone where it is not the browser's. */
  showsTimes?: boolean;
}

/** A screen's heading: the h1 and, below it, what the screen is for. */
export function PageHeader({
  title,
  description,
  descriptionSize = 'sm',
  descriptionMaxWidth,
  showsTimes = false,
}: PageHeaderProps) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description !== undefined && (
        <Text c="dimmed" size={descriptionSize} maw={descriptionMaxWidth}>
          {description}
        </Text>
      )}
      {showsTimes && <ClubZoneNote />}
    </div>
  );
}
