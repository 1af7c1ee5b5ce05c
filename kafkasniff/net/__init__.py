"""Link layers, IP and TCP headers: packets -> TCP segments."""
