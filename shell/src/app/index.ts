// Federation needs the shared singletons negotiated before any of them is used.
import('./bootstrap');
