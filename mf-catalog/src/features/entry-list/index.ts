// The entry list as other features mount it: the results page and a drawn competition's page.
export { EntryList } from './ui/EntryList';
