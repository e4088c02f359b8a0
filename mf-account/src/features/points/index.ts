export { PointsPage } from './ui/PointsPage';
