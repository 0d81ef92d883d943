/**
 * The portal's one door to Chakra UI (ARCHITECTURE rule 3). This module, not `@chakra-ui/react`, is the
 * federation singleton: webpack tree-shakes Chakra behind it, so a page ships only the names listed here.
 * Adding a name is a minor release of @portal/ui, removing one a major release (see kitVersions.json).
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  ChakraProvider,
  CloseButton,
  Code,
  Dialog,
  Field,
  Flex,
  HStack,
  Heading,
  IconButton,
  Image,
  Link,
  Menu,
  Portal,
  Progress,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
  Tooltip,
  VisuallyHidden,
  chakra,
  createSystem,
  defaultConfig,
  defineConfig,
} from '@chakra-ui/react';
// Form controls come through the kit's wrappers, which tie a field's error text to the control.
export { Input, NativeSelect, Textarea } from './fieldControls';
export type { SystemContext, HTMLChakraProps, BoxProps, ButtonProps, TextProps } from '@chakra-ui/react';
