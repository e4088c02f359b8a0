// The entry list as other features mount it (issue 31): the results page and a drawn competition's page.
export { EntryList } from './ui/EntryList';
