export { OrderDetailPage } from './ui/OrderDetailPage';
export { OrdersPage } from './ui/OrdersPage';
