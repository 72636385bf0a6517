import { TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";

const SEARCH_DELAY_MS = 300;

export interface SearchBoxProps {
  label: string;
  /** Called with what was typed once typing pauses. */
  onSearch: (text: string) => void;
}

/**
 * The search box of a list. What is typed lives here, so a keystroke repaints this box alone,
 * not the page and its rows (a cheap terminal must keep up with a fast typist); the list hears
 * of it when typing pauses.
 */
export function SearchBox({ label, onSearch }: SearchBoxProps) {
  const [value, setValue] = useState("");
  const search = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  return (
    <TextInput
      type="search"
      label={label}
      size="lg"
      leftSection={<IconSearch aria-hidden size={18} />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      style={{ flex: "1 1 220px" }}
    />
  );
}
