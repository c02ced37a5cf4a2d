// `npm start` for this remote alone: its own host with the shared singletons, mounting ./area.
import('./standalone-bootstrap');
