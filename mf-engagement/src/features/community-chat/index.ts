export { CommunityChatPage } from './ui/CommunityChatPage';
