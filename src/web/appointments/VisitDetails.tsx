import { List, Text } from '@mantine/core';
import {
  APPOINTMENT_TIME_ZONE_LABEL,
  type AppointmentWindow,
  formatLocalDate,
  WINDOW_HOURS,
} from '../../shared/appointments';

interface VisitDetailsProps {
  date: string;
  window: AppointmentWindow;
  address: string;
  city: string;
}

/** The visit's day, arrival window (in Florida time, said) and place, as a short list. */
export function VisitDetails({ date, window, address, city }: VisitDetailsProps) {
  const place = [address, city, 'FL'].filter((part) => part.trim() !== '').join(', ');
  return (
    <List spacing={4} listStyleType="none" p={0} m={0}>
      <List.Item>
        <Text span fw={700}>
          Date:
        </Text>{' '}
        {formatLocalDate(date)}
      </List.Item>
      <List.Item>
        <Text span fw={700}>
          Arrival window:
        </Text>{' '}
        {WINDOW_HOURS[window].label}, {APPOINTMENT_TIME_ZONE_LABEL}
      </List.Item>
      {address.trim() === '' ? null : (
        <List.Item>
          <Text span fw={700}>
            Address:
          </Text>{' '}
          {place}
        </List.Item>
      )}
    </List>
  );
}
