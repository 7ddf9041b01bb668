import { List, Text } from '@mantine/core';
import { SITE_LOCALE } from '../../api/siteLocale';
import {
  APPOINTMENT_TIME_ZONE_NAME,
  type AppointmentWindow,
  formatLocalDate,
} from '../../shared/appointments';
import { t } from '../i18n/booking.messages';
import { windowHours } from './visitFormat';

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
          {t('visit.date')}
        </Text>{' '}
        {formatLocalDate(date, SITE_LOCALE)}
      </List.Item>
      <List.Item>
        <Text span fw={700}>
          {t('visit.window')}
        </Text>{' '}
        {windowHours(window)}, {t(APPOINTMENT_TIME_ZONE_NAME)}
      </List.Item>
      {address.trim() === '' ? null : (
        <List.Item>
          <Text span fw={700}>
            {t('visit.address')}
          </Text>{' '}
          {place}
        </List.Item>
      )}
    </List>
  );
}
