// CSS of the Mantine components the layout shell (header, footer, not-found and error
// pages) uses on every page. Page-specific components import theirs next to their code, so
// that CSS ships with the page's lazy chunk.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
