/**
 * Menu icons live here, loaded with the side menu only: ionicons are inline SVG strings, and
 * the route table (in the first screen's JavaScript) names them instead of carrying them.
 */
import {
  appsOutline,
  barChartOutline,
  briefcaseOutline,
  cashOutline,
  chatbubbleEllipsesOutline,
  chatbubblesOutline,
  cloudUploadOutline,
  documentTextOutline,
  ellipsisHorizontalOutline,
  globeOutline,
  headsetOutline,
  helpCircleOutline,
  homeOutline,
  megaphoneOutline,
  peopleOutline,
  shieldCheckmarkOutline,
  walletOutline,
} from 'ionicons/icons';
import type { MenuGroup } from '../../contracts/ui-routes.ts';
import type { MenuIconName } from '../lib/route-row.ts';

export const MENU_ICONS = {
  home: homeOutline,
  help: helpCircleOutline,
  faq: chatbubblesOutline,
} as const satisfies Record<MenuIconName, string>;

export type { MenuIconName };

/** Icon of a group's entries when the route row names none (the 80 px bar shows icons only). */
export const GROUP_ICONS: Record<MenuGroup, string> = {
  'national-currency': cashOutline,
  'foreign-currency': globeOutline,
  loans: walletOutline,
  reports: documentTextOutline,
  import: cloudUploadOutline,
  statistics: barChartOutline,
  'salary-project': peopleOutline,
  messages: chatbubbleEllipsesOutline,
  other: appsOutline,
  'referral-admin': megaphoneOutline,
  administration: shieldCheckmarkOutline,
  'messaging-bot': briefcaseOutline,
  'contact-centre': headsetOutline,
  unplaced: ellipsisHorizontalOutline,
};
