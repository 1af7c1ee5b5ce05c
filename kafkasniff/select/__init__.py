"""Which exchanges a command looks at: option filters, -Y display filters, and -w of the packets of those shown."""
