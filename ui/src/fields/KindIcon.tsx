// The icon drawn for a field type in the palette and the drag overlay.
// Presentation only: an unknown type gets a generic input icon.
import { memo } from "react";
import type { LucideIcon } from "lucide-react";
import {
  AlignLeft,
  Calendar,
  CircleDot,
  Clock,
  EyeOff,
  Hash,
  Heading,
  Link,
  Lock,
  Mail,
  Phone,
  Pilcrow,
  SeparatorHorizontal,
  SlidersHorizontal,
  SquareCheck,
  Star,
  SquareChevronDown,
  TextCursorInput,
  Type,
} from "lucide-react";

const ICONS: Readonly<Record<string, LucideIcon>> = {
  text: Type,
  email: Mail,
  phone: Phone,
  password: Lock,
  date: Calendar,
  number: Hash,
  textarea: AlignLeft,
  select: SquareChevronDown,
  checkbox: SquareCheck,
  radio: CircleDot,
  heading: Heading,
  paragraph: Pilcrow,
  pagebreak: SeparatorHorizontal,
  hidden: EyeOff,
  rating: Star,
  range: SlidersHorizontal,
  time: Clock,
  url: Link,
};

// Memoised: the palette's items re-render on each step of a drag (dnd-kit), the icon need not.
export const KindIcon = memo(function KindIcon({ typeName, className }: { typeName: string; className?: string }) {
  const Icon = ICONS[typeName] ?? TextCursorInput;
  return <Icon aria-hidden className={className} />;
});
