// The first stylesheet: the tokens and the header bar that index.html paints before any script.
import '../styles/tokens.css';
import '../features/chrome/header.css';
import { fetchRegistryEarly } from '../registry/early-registry';

// The registry request starts now, in parallel with the bootstrap chunk's download.
fetchRegistryEarly();
// Federation needs the shared singletons negotiated before any of them is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
