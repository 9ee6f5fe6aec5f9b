import type { Site } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import {
  calendarErrorsToField,
  toSiteFormValues,
  toSiteUpdate,
  validatePrefix,
} from '@/features/site/site-form';

const site: Site = {
  id: 1,
  name: 'Demo Sailing Club',
  prefix: 'DSC',
  logo: null,
  contact_name: 'Office',
  contact_email: 'office@demo.test',
  sms_enabled: false,
  mediaRoot: '/media/',
  url: 'http://localhost',
  feature_timesheets: true,
  allowed_external_calendars: ['https://a.example/cal', 'https://b.example/cal'],
  time_zone: 'Europe/London',
  confirm_duties: false,
};

describe('organisation form', () => {
  it('round-trips the site settings', () => {
    const values = toSiteFormValues(site);
    expect(values.allowed_external_calendars).toBe('https://a.example/cal\nhttps://b.example/cal');
    expect(toSiteUpdate(values)).toEqual({
      name: 'Demo Sailing Club',
      prefix: 'DSC',
      contact_name: 'Office',
      contact_email: 'office@demo.test',
      sms_enabled: false,
      feature_timesheets: true,
      allowed_external_calendars: ['https://a.example/cal', 'https://b.example/cal'],
      time_zone: 'Europe/London',
      confirm_duties: false,
    });
  });

  it('never sends the logo: it is uploaded on its own', () => {
    const update = toSiteUpdate(
      toSiteFormValues({ ...site, logo: 'http://x.test/media/logos/a.webp' }),
    );
    expect('logo' in update).toBe(false);
  });

  it('drops blank calendar lines and trims', () => {
    const update = toSiteUpdate({
      ...toSiteFormValues(site),
      allowed_external_calendars: '\n https://c.example \n\n',
    });
    expect(update.allowed_external_calendars).toEqual(['https://c.example']);
  });

  it('names the line of a bad calendar address', () => {
    expect(
      calendarErrorsToField({
        'allowed_external_calendars.1': ['Enter a full web address.'],
        name: ['Required.'],
      }),
    ).toEqual({
      allowed_external_calendars: ['Line 2: Enter a full web address.'],
      name: ['Required.'],
    });
  });
});

describe('organisation prefix', () => {
  it('is a short code of 2 to 6 characters', () => {
    expect(validatePrefix('DSC')).toBeNull();
    expect(validatePrefix('HARBOR')).toBeNull();
    expect(validatePrefix('D')).toBe('Use 2 to 6 characters, e.g. DSC.');
    expect(validatePrefix('HARBOUR-SC')).toBe('Use 2 to 6 characters, e.g. DSC.');
    expect(validatePrefix('D S')).toBe('Use letters, digits and hyphens only.');
    expect(validatePrefix('  ')).toBe('Required.');
  });
});
