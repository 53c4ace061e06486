// What jsdom lacks and Mantine's comboboxes call: imported by the tests that open a Select.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
