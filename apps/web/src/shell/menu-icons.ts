import {
  IconBuildingCommunity,
  IconCalendar,
  IconCalendarUser,
  IconCategory,
  IconCertificate,
  IconClipboardList,
  IconClockHour4,
  IconDeviceTablet,
  IconForms,
  IconGauge,
  IconMail,
  IconMapPin,
  IconNews,
  IconSchool,
  IconStack2,
  IconUserCircle,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';

/**
 * The side menu's icons, by name. The route table names its icon; only the side menu
 * (loaded once someone is logged in) imports this file, so the icons load with the menu,
 * not with the first page.
 */
export const MENU_ICONS = {
  building: IconBuildingCommunity,
  calendar: IconCalendar,
  'calendar-user': IconCalendarUser,
  category: IconCategory,
  certificate: IconCertificate,
  clipboard: IconClipboardList,
  clock: IconClockHour4,
  'device-tablet': IconDeviceTablet,
  forms: IconForms,
  gauge: IconGauge,
  mail: IconMail,
  'map-pin': IconMapPin,
  news: IconNews,
  school: IconSchool,
  stack: IconStack2,
  user: IconUserCircle,
  'user-star': IconUserStar,
  users: IconUsers,
} as const;

export type MenuIconName = keyof typeof MENU_ICONS;
