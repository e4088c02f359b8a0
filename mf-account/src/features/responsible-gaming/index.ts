export { ResponsibleGamingPage } from './ui/ResponsibleGamingPage';
