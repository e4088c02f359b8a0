import { fetchRegistryEarly } from '../registry/early-registry';

// The registry request starts now, in parallel with the bootstrap chunk's download.
fetchRegistryEarly();
// Federation needs the shared singletons negotiated before any of them is used.
import('./bootstrap');
