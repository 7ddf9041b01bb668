import { Text } from '@mantine/core';
import type { OpeningHours } from '../../content/site';
import classes from './openingHours.module.css';

/** Opening hours as a definition list: days, then hours, one line each. */
export function OpeningHoursList({ hours }: { hours: readonly OpeningHours[] }) {
  return (
    <Text component="dl" size="sm" className={classes.hours}>
      {hours.map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </Text>
  );
}
