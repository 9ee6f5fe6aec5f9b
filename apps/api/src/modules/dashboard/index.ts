// What other modules may import from dashboard (see modules/README.md, Fences).

export { dashboardRoutes } from './dashboard.routes';
export {
  type AnyDashboardCard,
  type CardCall,
  type DashboardCard,
  dashboardCard,
} from './dashboard-card';
