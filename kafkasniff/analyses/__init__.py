"""Answers computed over decoded exchanges: commits, stats, groups, txn, topology.

Each analysis is fed DecodedExchanges one at a time (files and live taps alike) and reports
rows: JSON-ready dicts, one per thing it answers about.
"""
