// The shell's first entry module (bootstrap.tsx is the second, from the same chunk: see the
// preset). The first stylesheet: the tokens, and the header bar and footer that index.html
// paints before any script.
import '../styles/tokens.css';
import '../features/chrome/header.css';
import '../features/chrome/footer.css';
import { fetchRegistryEarly } from '../registry/early-registry';

// The registry request starts before bootstrap.tsx runs the rest of the shell.
fetchRegistryEarly();
