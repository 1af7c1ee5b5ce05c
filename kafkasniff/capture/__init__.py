"""Capture sources: capture files (pcap, pcapng, gzip), several files as one, and live taps."""
